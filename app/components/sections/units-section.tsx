import { homeUnits as copy } from "#app/content/home.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { UnitViewer } from "./unit-viewer.tsx";

export function UnitsSection() {
  return (
    <HomeScreen name="units" step="6">
      <div className={styles.inner}>
        <SectionHeading id="home-units-title" eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        <UnitViewer />
      </div>
    </HomeScreen>
  );
}
