/** Leaving the app for another site (the platform's authorization page); replaced in tests. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
