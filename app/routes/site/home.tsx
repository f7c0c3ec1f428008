import { pageMeta } from "#app/lib/page-meta.ts";

export const meta = pageMeta("home");

export default function Home() {
  return (
    <main id="main">
      <h1>펜타시티 한신더휴</h1>
    </main>
  );
}
