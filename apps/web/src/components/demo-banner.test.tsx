import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTestPublicConfig } from '@/test/fake-api';
import { DemoBanner, demoBannerText } from './demo-banner';
import { loadDemoBanner } from './load-demo-banner';

describe('the demo banner', () => {
  it('says what the demo server simulates', () => {
    setTestPublicConfig({ demo_mode: true, stand_ins: ['email', 'sms', 'twitter'] });
    render(<DemoBanner />);
    expect(screen.getByRole('note', { name: 'Demo server' })).toHaveTextContent(
      'Demo server. Simulated here: e-mails, SMS codes and the X network.',
    );
    expect(demoBannerText(['sms', 'twitter'])).toBe(
      'Demo server. Simulated here: SMS codes and the X network.',
    );
    expect(demoBannerText(['twitter'])).toBe('Demo server. Simulated here: the X network.');
    // A demo server without BLUESKY_SERVICE_URL simulates Bluesky too (decision 0067).
    expect(demoBannerText(['email', 'sms', 'twitter', 'bluesky'])).toBe(
      'Demo server. Simulated here: e-mails, SMS codes, the X network and the Bluesky network.',
    );
    expect(demoBannerText([])).toBe('Demo server.');
  });

  it('is loaded only on a demo server', async () => {
    setTestPublicConfig({ demo_mode: false });
    expect(await loadDemoBanner()).toBeNull();
    setTestPublicConfig({ demo_mode: true });
    expect(await loadDemoBanner()).toBe(DemoBanner);
  });
});
