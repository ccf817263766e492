import { HomePage } from '../features/content/HomePage.tsx';

export default function Home() {
  return <HomePage />;
}
