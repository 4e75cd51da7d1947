import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type TOnDemand } from './on-demand';

type TModule = { Greeting: () => React.ReactNode };
const greeting: TModule = { Greeting: () => <p>Hello</p> };

function Show({ module }: { module: TOnDemand<TModule> }) {
  const loaded = useOnDemand(module);
  return loaded ? <loaded.Greeting /> : <p role="status">Loading...</p>;
}

describe('onDemand', () => {
  it('loads once, however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve(greeting));
    const module = onDemand(importer);
    await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toBe(greeting);
  });

  it('loads again after a failed load', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(greeting);
    const module = onDemand(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    await expect(module.load()).resolves.toBe(greeting);
  });
});

describe('useOnDemand', () => {
  it('renders from the module once it is there', async () => {
    render(<Show module={onDemand(() => Promise.resolve(greeting))} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('renders at once what was loaded before', async () => {
    const module = onDemand(() => Promise.resolve(greeting));
    await module.load();
    render(<Show module={module} />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('survives a failed load (offline) and loads when the browser is back online', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(greeting);
    render(<Show module={onDemand(importer)} />);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(importer).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('waits until it is wanted', async () => {
    const importer = vi.fn(() => Promise.resolve(greeting));
    const module = onDemand(importer);
    function Later() {
      const [wanted, setWanted] = useState(false);
      const loaded = useOnDemand(module, wanted);
      return loaded ? <loaded.Greeting /> : <button onClick={() => setWanted(true)}>Open</button>;
    }
    render(<Later />);
    await act(async () => {});
    expect(importer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
