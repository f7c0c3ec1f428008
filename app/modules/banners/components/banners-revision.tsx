/** A kept revision's pop-ups (by their description) and strip messages. */
export function BannersRevision({ popups, strip }: { popups: string[]; strip: string[] }) {
  return (
    <ul>
      {popups.map((alt, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
        <li key={`p${index}`}>{alt}</li>
      ))}
      {strip.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a revision never changes
        <li key={`s${index}`}>{message}</li>
      ))}
    </ul>
  );
}
