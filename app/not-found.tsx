import { NoAccess } from '@/components/shared/no-access';

export default function NotFound() {
  return <NoAccess />;
}
