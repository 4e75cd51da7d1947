/** The product mark (the favicon's tick on the accent square). */
export function BrandMark() {
  return (
    <span aria-hidden className="flex size-11 items-center justify-center rounded-xl bg-accent shadow-sm">
      <svg viewBox="0 0 32 32" className="size-7">
        <path
          d="M9 17.5l4.5 4.5L23 11"
          stroke="currentColor"
          strokeWidth="3.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="text-accent-foreground"
        />
      </svg>
    </span>
  );
}
