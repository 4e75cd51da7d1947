// The app's router (decision 0091): history and matching, and the React side.
export * from './history';
export * from './components';
