import type { ReactElement } from 'react';
import { ExternalLink, Flag, Link2 } from 'lucide-react';
import { MORE_EDITS, TEXT, type TEditType } from '@gatling/shared/spec';
import { toast } from '@/components/ui/toast';
import { sentenceCase } from '../lib/labels';
import { REPLIES_COPY } from '../texts';
import { Menu, MenuContent, MenuItem, MenuTrigger } from './menu';

/*
 * The card's menus, loaded when their button is first reached or pressed (not part of the review
 * screen's first load); each opens as it mounts, because its button was just pressed. The button
 * (./card-menu-buttons.tsx) is the caller's, given as `trigger`: it stays with the screen that
 * shows it, and this chunk needs nothing of it.
 */

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: TEXT.replies.linkCopied, variant: 'success' });
  } catch {
    toast({ title: TEXT.replies.copyFailed, variant: 'destructive' });
  }
}

/** Copy link, open on the post's network and curation feedback. */
export function PostMenu({
  trigger,
  url,
  network,
  onFeedback,
}: {
  /** The menu's button, as the card shows it before the menu loads. */
  trigger: ReactElement;
  url: string;
  /** The post's network, as the user reads it ('X', 'Bluesky'). */
  network: string;
  onFeedback: () => void;
}) {
  return (
    <Menu defaultOpen>
      <MenuTrigger asChild>{trigger}</MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={() => void copyLink(url)}>
          <Link2 aria-hidden="true" />
          {REPLIES_COPY.menu.copyLink}
        </MenuItem>
        <MenuItem asChild>
          <a href={url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            {REPLIES_COPY.menu.open(network)}
          </a>
        </MenuItem>
        <MenuItem onSelect={onFeedback}>
          <Flag aria-hidden="true" />
          {REPLIES_COPY.menu.feedback}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

/** The quick edits beyond the two shown as buttons. */
export function MoreEditsMenu({
  trigger,
  busy,
  onPick,
}: {
  /** The menu's button, as the card shows it before the menu loads. */
  trigger: ReactElement;
  busy: boolean;
  onPick: (edit: TEditType) => void;
}) {
  return (
    <Menu defaultOpen>
      <MenuTrigger asChild disabled={busy}>
        {trigger}
      </MenuTrigger>
      <MenuContent align="start">
        {MORE_EDITS.map(({ label, edit_type }) => (
          <MenuItem key={label} onSelect={() => onPick(edit_type)}>
            {sentenceCase(label)}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
