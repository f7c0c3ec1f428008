export function Header() {
  return (
    <header>
      <a href="/">펜타시티 한신더휴</a>
    </header>
  );
}
