import { pageMeta } from "#app/lib/page-meta.ts";

export const meta = pageMeta("brandIntro");

export default function BrandIntro() {
  return (
    <main id="main">
      <h1>브랜드 소개</h1>
    </main>
  );
}
