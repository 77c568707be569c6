/**
 * The Telegram mini-app start parameter (spec section 2). The parser is shared with the server's bot,
 * which opens the same page from `/start <parameter>`: see @fanlane/contracts/telegram-start-param.
 */
export {
  parseStartParam,
  parseStartParamPairs,
  resolveStartTarget,
  startParamInvitation,
  type StartTarget,
} from '@fanlane/contracts/telegram-start-param';
