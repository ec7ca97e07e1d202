export * from './accounts';
export * from './network';
