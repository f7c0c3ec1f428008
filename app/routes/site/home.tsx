import { useRef } from "react";
import { BenefitsSection } from "#app/components/sections/benefits-section.tsx";
import { BrandSection } from "#app/components/sections/brand-section.tsx";
import { ComplexSection } from "#app/components/sections/complex-section.tsx";
import { EmodelSection } from "#app/components/sections/emodel-section.tsx";
import styles from "#app/components/sections/home.module.css";
import { ComplexAccordion, OverviewAccordion } from "#app/components/sections/home-accordions.tsx";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { InterestSection } from "#app/components/sections/interest-section.tsx";
import { LocationSection } from "#app/components/sections/location-section.tsx";
import { PremiumSection } from "#app/components/sections/premium-section.tsx";
import { SectionDots } from "#app/components/sections/section-dots.tsx";
import { UnitsSection } from "#app/components/sections/units-section.tsx";
import { useSectionStepper } from "#app/components/sections/use-section-stepper.ts";
import { homePage } from "#app/content/pages/home.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { clientAddressOf } from "#app/lib/request-context.ts";
import { leadFormAction } from "#app/modules/leads/form-action.server.ts";
import type { Route } from "./+types/home";

/** The visit form's post without JavaScript (with it, the form posts to /api/lead). */
export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction(request, clientAddressOf(context));
}

export const meta = pageMeta(homePage);

/**
 * Home (SPEC §2). One document for both layouts, switched by CSS at 900px so the server HTML is
 * right before hydration: desktop shows eight full-screen sections and the half-height visit
 * section, stepped by wheel and keys; mobile scrolls normally through the hero, two exclusive
 * accordions, the unit viewer, the E-model house and the visit section.
 */
export default function Home({ actionData }: Route.ComponentProps) {
  const rootRef = useRef<HTMLElement>(null);
  const { step, goTo, active } = useSectionStepper(rootRef);
  return (
    <main
      id="main"
      ref={rootRef}
      className={styles.home}
      data-step={step}
      data-stepper={active === null ? undefined : active ? "on" : "off"}
    >
      <HomeHero />
      <BrandSection />
      <PremiumSection />
      <LocationSection />
      <ComplexSection />
      <OverviewAccordion />
      <ComplexAccordion />
      <UnitsSection />
      <EmodelSection />
      <BenefitsSection />
      <InterestSection actionData={actionData} />
      <SectionDots step={step} onSelect={goTo} />
    </main>
  );
}
