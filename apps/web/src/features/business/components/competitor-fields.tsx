import { X } from 'lucide-react';
import { BUSINESS_LIMITS } from '@gatling/shared/api/business-checks';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TCompetitorDraft, TFieldErrors } from '../lib/business-form';
import { BUSINESS_COPY as COPY } from '../texts';
import { FormField } from './form-field';

type TProps = {
  index: number;
  competitor: TCompetitorDraft;
  errors: TFieldErrors;
  onChange: (competitor: TCompetitorDraft) => void;
  onRemove: () => void;
};

const TEXT_FIELDS = [
  'competitor_summary',
  'competitor_pros',
  'competitor_cons',
  'counter_positioning',
] as const;

/** One competitor of the repeatable list (docs/product/data.md#business-info), with its remove button. */
export function CompetitorFields({ index, competitor, errors, onChange, onRemove }: TProps) {
  const id = competitor.key;
  const err = (field: string) => errors[`competitors.${index}.${field}`];
  const set = (field: keyof TCompetitorDraft, value: string) => onChange({ ...competitor, [field]: value });
  const legend = COPY.competitors.legend(index + 1);
  const F = COPY.competitor;

  return (
    <fieldset
      className="rounded-md border border-border bg-background/40 p-4"
      aria-labelledby={`${id}-legend`}
    >
      <div className="-mt-1 mb-3 flex items-center justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-semibold">
          <span id={`${id}-legend`}>{legend}</span>
          {competitor.competitor_name.trim() && (
            <span className="font-normal text-muted"> · {competitor.competitor_name.trim()}</span>
          )}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-mr-2 h-9 text-muted hover:text-destructive"
          onClick={onRemove}
          aria-label={COPY.competitors.remove(index + 1, competitor.competitor_name.trim())}
        >
          <X aria-hidden="true" />
          <span aria-hidden="true">Remove</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={F.competitor_name.label} error={err('competitor_name')}>
          <Input
            value={competitor.competitor_name}
            onChange={(e) => set('competitor_name', e.target.value)}
            maxLength={BUSINESS_LIMITS.competitorName}
            required
            autoComplete="off"
            data-competitor-name
          />
        </FormField>
        <FormField
          id={`${id}-website`}
          label={F.competitor_website.label}
          error={err('competitor_website')}
          optional
        >
          <Input
            type="url"
            inputMode="url"
            value={competitor.competitor_website}
            onChange={(e) => set('competitor_website', e.target.value)}
            placeholder={F.competitor_website.placeholder}
            maxLength={BUSINESS_LIMITS.url}
            autoComplete="off"
          />
        </FormField>
        <FormField
          id={`${id}-handle`}
          label={F.competitor_twitter_handle.label}
          error={err('competitor_twitter_handle')}
          optional
        >
          <Input
            value={competitor.competitor_twitter_handle}
            onChange={(e) => set('competitor_twitter_handle', e.target.value)}
            placeholder={F.competitor_twitter_handle.placeholder}
            maxLength={16}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoComplete="off"
          />
        </FormField>
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={F[field].label}
            hint={F[field].hint}
            error={err(field)}
            optional
            className="sm:col-span-2"
          >
            <Textarea
              value={competitor[field]}
              onChange={(e) => set(field, e.target.value)}
              maxLength={BUSINESS_LIMITS.competitorText}
              rows={2}
            />
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
