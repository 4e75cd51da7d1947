export * from './auth';
export * from './app';
export * from './platform';
export * from './billing';
export * from './sandbox';
