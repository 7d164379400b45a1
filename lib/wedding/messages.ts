/** The page-level messages of spec §2 and §8. */
export const LOAD_FAILED_MESSAGE = 'Failed to load wedding information. Please try again.';
export const MISSING_INFO_MESSAGE = 'Wedding information not found. Please check back later.';
