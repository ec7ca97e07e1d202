export { default } from '../../resources/setting/GeneralSettingsPage';
