export * from './catalogue';
export * from './params';
export * from './result';
export * from './saved';
