/**
 * window.matchMedia for jsdom, answering min-width and max-width queries (px or em) as a screen
 * `width` px wide would; with no width, no query matches (the default of every test).
 */
export function setScreenWidth(width?: number): void {
  const px = (size: string, unit: string) => Number(size) * (unit === 'em' ? 16 : 1);
  const matches = (query: string) => {
    if (width === undefined) return false;
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
    return (!min || width >= px(min[1]!, min[2]!)) && (!max || width <= px(max[1]!, max[2]!));
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
