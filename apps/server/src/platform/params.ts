/**
 * The params of every `/:id` route (PRODUCT 14): decimal digits from 1 to 2147483647, else 404.
 * One definition, in packages/shared next to the body id schema; routes import it from here.
 */
import { idParams } from '@spotlane/shared/schemas/ids';

export { idParams };
