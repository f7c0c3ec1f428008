import type { Route } from "./+types/admin-campaigns";

export async function loader(_args: Route.LoaderArgs) {
  return {};
}

export default function Page() {
  return null;
}
