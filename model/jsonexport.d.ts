// jsonexport's browser build (no Node 'stream'), the one react-admin itself imports; same API as the main entry.
declare module 'jsonexport/dist' {
  import jsonexport from 'jsonexport';
  export default jsonexport;
}
