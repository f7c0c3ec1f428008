import type { TemplatePlansView } from "../pages.server.ts";
import { templateCopy as copy } from "./copy.ts";
import { Picture } from "./picture.tsx";

const PLAN_SIZES = "(max-width: 900px) calc(100vw - 40px), 560px";

/** 평면도 (inside the page's heading): every type with its areas, households and plan. */
export function TemplatePlans({ view }: { view: TemplatePlansView }) {
  return view.types.length === 0 ? (
    <p className="tpl-empty">{copy.plans.empty}</p>
  ) : (
    <ul className="tpl-plans">
      {view.types.map((type) => (
        <li key={type.name} id={`type-${type.name}`} className="tpl-plan">
          <h2 className="tpl-plan-title">{copy.plans.type(type.name)}</h2>
          <dl className="tpl-plan-figures">
            <div>
              <dt>{copy.plans.exclusive}</dt>
              <dd>{copy.plans.area(type.exclusiveArea)}</dd>
            </div>
            <div>
              <dt>{copy.plans.supply}</dt>
              <dd>{copy.plans.area(type.supplyArea)}</dd>
            </div>
            <div>
              <dt>{copy.plans.households}</dt>
              <dd>{copy.plans.householdsValue(type.households)}</dd>
            </div>
          </dl>
          {type.plan ? (
            <Picture picture={type.plan} sizes={PLAN_SIZES} className="tpl-plan-picture" />
          ) : (
            <p className="tpl-empty">{copy.plans.noPlan}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
