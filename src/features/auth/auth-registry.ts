import { defaultRegistry } from '@/schema-ui/field-registry';
import { captchaRenderer } from './captcha-field';
import { smsCodeRenderer } from './sms-code-field';

/** The schema-ui defaults plus the accounts widgets (captcha with its image, SMS code with its countdown). */
export const authRegistry = defaultRegistry.with(captchaRenderer, smsCodeRenderer);
