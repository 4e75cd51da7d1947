import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Building2, LoaderCircle, Plus, Swords } from 'lucide-react';
import type { TBusinessInfo } from '@gatling/shared/api/business';
import { BUSINESS_LIMITS } from '@gatling/shared/api/business-checks';
import { ROUTES, TEXT } from '@gatling/shared/spec';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useEscapeTo } from '@/lib/use-escape-to';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useSaveBusinessInfo } from '../api/save-business-info';
import {
  checkForm,
  emptyCompetitor,
  formOf,
  isDirty,
  type TBusinessForm,
  type TFieldErrors,
} from '../lib/business-form';
import { BUSINESS_COPY as COPY } from '../texts';
import { CompetitorFields } from './competitor-fields';
import { FormField } from './form-field';

/**
 * The business info form. E-mail and calendar link are checked by the browser
 * (docs/product/validation.md#business-info); the rest against the API contract before sending. Escape goes
 * to / only when nothing is unsaved.
 */
export function BusinessForm({ saved }: { saved: TBusinessInfo }) {
  const [form, setForm] = useState<TBusinessForm>(() => formOf(saved));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // 'All changes saved' reports a save that happened here, not the untouched form as loaded.
  const [savedHere, setSavedHere] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const save = useSaveBusinessInfo({
    onSuccess: () => toast({ title: TEXT.business.saved, variant: 'success' }),
    onError: (error) => {
      // The server's detail says what to fix; a failure without one has no description.
      const detail = error instanceof ApiError && error.code !== 'UNKNOWN' ? error.detail : undefined;
      toast({ title: TEXT.business.saveFailed, description: detail, variant: 'destructive' });
    },
  });
  const dirty = isDirty(form, saved);
  useEscapeTo(ROUTES.landing, { enabled: !dirty });

  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(`${focusKey}-name`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const set = <K extends keyof TBusinessForm>(field: K, value: TBusinessForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-business-form] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (info) => {
        setForm(formOf(info));
        setSavedHere(true);
      },
    });
  };

  const addCompetitor = () => {
    const competitor = emptyCompetitor();
    set('competitors', [...form.competitors, competitor]);
    setFocusKey(competitor.key);
  };

  const removeCompetitor = (key: string) => {
    set(
      'competitors',
      form.competitors.filter((c) => c.key !== key),
    );
    setErrors({});
    addButton.current?.focus();
  };

  const F = COPY.fields;
  /** A field's label, hint and validation message, for its FormField. */
  const about = (field: keyof typeof F) => ({
    label: F[field].label,
    hint: F[field].hint,
    error: errors[field],
  });
  /** A field's value and change handler, for its control. */
  const bind = (field: keyof typeof F) => ({
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
  });
  const atLimit = form.competitors.length >= BUSINESS_LIMITS.competitors;

  return (
    <form onSubmit={submit} className="mt-6 space-y-4" data-business-form>
      <UnsavedChangesGuard when={dirty} />
      <Card className="p-4 sm:p-6">
        <section aria-labelledby="business-heading" className="space-y-5">
          <SectionHeading id="business-heading" icon={<Building2 />} title={COPY.business.heading}>
            {COPY.business.description}
          </SectionHeading>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="business-email" {...about('business_email')}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                {...bind('business_email')}
                maxLength={BUSINESS_LIMITS.email}
                placeholder="you@company.com"
              />
            </FormField>
            <FormField id="business-calendar" {...about('calendar_link')} optional>
              <Input
                type="url"
                inputMode="url"
                {...bind('calendar_link')}
                maxLength={BUSINESS_LIMITS.url}
                placeholder={F.calendar_link.placeholder}
              />
            </FormField>
            <FormField id="business-one-line" {...about('one_line_summary')} className="sm:col-span-2">
              <Input {...bind('one_line_summary')} maxLength={BUSINESS_LIMITS.oneLine} />
            </FormField>
            <FormField id="business-paragraph" {...about('one_paragraph_summary')} className="sm:col-span-2">
              <Textarea {...bind('one_paragraph_summary')} maxLength={BUSINESS_LIMITS.paragraph} rows={4} />
            </FormField>
          </div>
        </section>
      </Card>

      <Card className="p-4 sm:p-6">
        <section aria-labelledby="competitors-heading" className="space-y-5">
          <SectionHeading id="competitors-heading" icon={<Swords />} title={COPY.competitors.heading}>
            {COPY.competitors.description}
          </SectionHeading>
          {form.competitors.length === 0 ? (
            <p className="rounded-md border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
              {COPY.competitors.empty}
            </p>
          ) : (
            <div className="space-y-4">
              {form.competitors.map((competitor, index) => (
                <CompetitorFields
                  key={competitor.key}
                  index={index}
                  competitor={competitor}
                  errors={errors}
                  onChange={(next) =>
                    set(
                      'competitors',
                      form.competitors.map((c) => (c.key === next.key ? next : c)),
                    )
                  }
                  onRemove={() => removeCompetitor(competitor.key)}
                />
              ))}
            </div>
          )}
          {errors.competitors && <p className="text-sm font-medium text-destructive">{errors.competitors}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={addButton}
              type="button"
              variant="outline"
              onClick={addCompetitor}
              disabled={atLimit}
            >
              <Plus aria-hidden="true" />
              {COPY.competitors.add}
            </Button>
            {atLimit && (
              <p className="text-xs text-muted">{COPY.competitors.limit(BUSINESS_LIMITS.competitors)}</p>
            )}
          </div>
        </section>
      </Card>

      <div
        className={cn(
          'flex items-center justify-between gap-3 rounded-lg border border-border bg-surface/95 p-3 pl-4 backdrop-blur',
          // Unsaved work keeps Save in reach; once saved the bar rests at the end of the form.
          dirty &&
            'sticky bottom-[calc(var(--bottom-nav-h)+env(safe-area-inset-bottom)+0.75rem)] z-10 shadow-pop',
        )}
      >
        <p role="status" className={cn('text-sm', dirty ? 'font-medium text-foreground' : 'text-muted')}>
          {dirty ? COPY.unsaved : savedHere ? COPY.allSaved : ''}
        </p>
        <Button type="submit" disabled={!dirty || save.isPending} aria-busy={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {COPY.save}
        </Button>
      </div>
    </form>
  );
}

function SectionHeading({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent [&_svg]:size-4.5">
        {icon}
      </span>
      <div>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{children}</p>
      </div>
    </div>
  );
}
