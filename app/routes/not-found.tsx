import { data } from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen.tsx";
import type { Route } from "./+types/not-found";

/** Any path not in the site map: a real 404 status with the Not Found heading (SPEC §2). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "페이지를 찾을 수 없습니다 | 펜타시티 한신더휴" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorScreen status={404} />;
}
