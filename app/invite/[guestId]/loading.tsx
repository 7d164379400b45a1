import { LoadingState } from '@/components/invitation/states/loading-state';

export default LoadingState;
