import { useId } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { serverDetail } from '@/lib/api-error';
import type { useServerModels } from '../hooks/use-server-models';
import { SETTINGS_COPY } from '../texts';
import { NativeSelect } from './model-fields';

const COPY = SETTINGS_COPY.model.listed;

/**
 * The models a compatible server lists, to choose one into the Model field (which still takes any
 * name typed): a native select, so a list of hundreds still fits a phone. While asking, or when the
 * server lists none (or cannot be asked), it says so and why, politely: the form is not wrong, and
 * the name can be typed. Nothing before the address is entered. (The first listed fills an empty
 * Model field as the list arrives: see useServerModels.)
 */
export function ServerModelPicker({
  server,
  value,
  onChange,
}: {
  server: ReturnType<typeof useServerModels>;
  value: string;
  onChange: (model: string) => void;
}) {
  const id = useId();
  const { list, current, ask } = server;
  const models = current && list.data ? list.data.models : [];

  if (!current || list.isIdle) return null;
  if (list.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        {COPY.asking}
      </p>
    );
  }
  const lookAgain = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-10 w-full shrink-0 sm:h-8 sm:w-auto"
      onClick={() => ask(true)}
    >
      <RotateCw aria-hidden="true" />
      {COPY.lookAgain}
    </Button>
  );
  if (models.length === 0) {
    const why = list.isError
      ? `${COPY.failed}: ${serverDetail(list.error) ?? list.error.message}`
      : list.data?.detail;
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-md border border-border bg-surface-2/60 px-3.5 py-3 text-sm sm:flex-row sm:items-center"
      >
        <p className="min-w-0 flex-1 break-words">
          {why} <span className="text-muted">{COPY.typeInstead}</span>
        </p>
        {lookAgain}
      </div>
    );
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-listed`}>{COPY.label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <NativeSelect
            id={`${id}-listed`}
            value={models.includes(value.trim()) ? value.trim() : ''}
            onChange={(model) => model && onChange(model)}
            describedBy={`${id}-listed-help`}
          >
            <option value="">{COPY.choose(models.length)}</option>
            {models.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
        {lookAgain}
      </div>
      <p id={`${id}-listed-help`} className="text-xs text-muted">
        {COPY.help}
      </p>
    </div>
  );
}
