import { Link } from "react-router";
import { homeEmodel as copy } from "#app/content/home.ts";
import styles from "./home.module.css";
import { HomeScreen, SectionHeading } from "./home-section-heading.tsx";
import { LinkArrow } from "./link-arrow.tsx";
import { VrViewer } from "./vr-viewer.tsx";

export function EmodelSection() {
  return (
    <HomeScreen name="emodel" step="7">
      <div className={`${styles.inner} ${styles.emodelGrid}`}>
        <div className={styles.emodelText}>
          <SectionHeading
            id="home-emodel-title"
            eyebrow={copy.eyebrow}
            title={copy.title}
            body={copy.body}
            tone="dark"
          />
          <Link className={styles.buttonOutlineLight} to={copy.link.href} prefetch="intent">
            {copy.link.label}
            <LinkArrow />
          </Link>
        </div>
        <VrViewer />
      </div>
    </HomeScreen>
  );
}
