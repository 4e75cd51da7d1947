/** Three bouncing dots while a chat answer is being written; announced as a status with `label`. */
export function TypingDots({ label }: { label: string }) {
  return (
    <span className="flex h-6 items-center gap-1" role="status" aria-label={label}>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-1.5 animate-bounce rounded-full bg-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
