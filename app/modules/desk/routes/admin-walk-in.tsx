export default function AdminWalkIn() {
  return null;
}
