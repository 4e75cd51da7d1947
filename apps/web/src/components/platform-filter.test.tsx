import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, useLocation } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import type { TPlatform } from '@gatling/shared/api/platforms';
import { renderRouter } from '@/test/render-in-app';
import { PLATFORM_FILTER_COPY as COPY, PlatformEmpty, PlatformFilter } from './platform-filter';
import { useOffersPlatformFilter, usePlatformParam } from './platform-badge';

type TItems = { platform: TPlatform }[];

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** A list screen in miniature: the filter when offered, and the address. */
function Screen({ items }: { items: TItems }) {
  const [platform, setPlatform] = usePlatformParam();
  const offered = useOffersPlatformFilter(items, platform);
  return (
    <>
      {offered && <PlatformFilter value={platform} onChange={setPlatform} />}
      {platform && <PlatformEmpty platform={platform} onShowAll={setPlatform} />}
      <Search />
    </>
  );
}

function renderScreen(items: TItems, search = '') {
  const router = createMemoryRouter([{ path: '/list', element: <Screen items={items} /> }], {
    initialEntries: [`/list${search}`],
  });
  return renderRouter(router);
}

const group = () => screen.queryByRole('group', { name: COPY.label });
const search = () => screen.getByTestId('search').textContent;

describe('the platform filter', () => {
  it('is not offered while every item is on one platform', () => {
    renderScreen([{ platform: 'twitter' }, { platform: 'twitter' }]);
    expect(group()).not.toBeInTheDocument();
  });

  it('offers All / X / Bluesky once items come from both, and keeps the choice in the address', async () => {
    const { user } = renderScreen([{ platform: 'twitter' }, { platform: 'bluesky' }], '?view=sent');
    const filter = group()!;
    const names = within(filter)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['All', 'X', 'Bluesky']);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Bluesky' }));
    expect(within(filter).getByRole('button', { name: 'Bluesky' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // The address's other parameters stay.
    expect(search()).toBe('?view=sent&platform=bluesky');

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(search()).toBe('?view=sent');
  });

  it('reads the choice from the address, and is then offered even for one platform (the way back to All)', async () => {
    const { user } = renderScreen([{ platform: 'bluesky' }], '?platform=bluesky');
    expect(within(group()!).getByRole('button', { name: 'Bluesky' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: COPY.showAll }));
    expect(search()).toBe('');
    // Offered once, it stays while the screen is open.
    expect(group()).toBeInTheDocument();
  });

  it('ignores a platform it does not know', () => {
    renderScreen([{ platform: 'twitter' }], '?platform=myspace');
    expect(group()).not.toBeInTheDocument();
  });

  it('stays offered when the last item of a platform leaves the list', async () => {
    function Shrinking() {
      const [items, setItems] = useState<TItems>([{ platform: 'twitter' }, { platform: 'bluesky' }]);
      return (
        <>
          <button type="button" onClick={() => setItems([{ platform: 'twitter' }])}>
            Publish the Bluesky one
          </button>
          <Screen items={items} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Shrinking /> }], { initialEntries: ['/'] });
    const { user } = renderRouter(router);
    expect(group()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish the Bluesky one' }));
    expect(group()).toBeInTheDocument();
  });

  it('can be turned off while something must not change under the user', () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <PlatformFilter value={undefined} onChange={() => {}} disabled /> }],
      { initialEntries: ['/'] },
    );
    renderRouter(router);
    for (const button of within(group()!).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
