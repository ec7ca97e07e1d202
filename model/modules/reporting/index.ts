/** The Reporting tab's pure code: the report catalogue, the parameters, the result shape and saved reports. */
export * from './catalogue';
export * from './params';
export * from './result';
export * from './saved';
export * from './reportRecords';
