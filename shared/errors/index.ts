export * from './catalogue';
export * from './app-error';
