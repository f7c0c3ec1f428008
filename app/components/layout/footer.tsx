export function Footer() {
  return <footer>한신공영(주)</footer>;
}
