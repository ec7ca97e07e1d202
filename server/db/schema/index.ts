export * from './accounts';
export * from './network';
export * from './operations';
export * from './assets';
export * from './catalogue';
export * from './jobs';
export * from './scheduled';
export * from './live';
