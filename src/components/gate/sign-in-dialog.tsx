import { useRef } from 'react';
import { useStyles } from '../../internal/styles';
import { Modal } from '../ui/dialog';
import { dialogStyles } from '../ui/dialog.styles';
import { Login } from '../login/login';
import { HeadingLevel } from '../ui/host';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';

/**
 * The gate's sign-in dialog for viewers who bought before: the login form in a native modal.
 * Loaded on demand, the first time a viewer opens it.
 */
export function SignInDialog({ open, onClose, container }: { open: boolean; onClose: () => void; container?: ShadowRoot | HTMLElement }) {
  const ref = useRef<HTMLSpanElement>(null);
  useStyles(ref, dialogStyles);
  const t = useT(common);
  return (
    <span ref={ref}>
      {/* the dialog's title asks the question; the sign-in form's own title (Sign in) stands under it */}
      <Modal open={open} title={t('haveAccess')} onClose={onClose} part="login-dialog">
        <HeadingLevel level={3} fallback={3}>
          <Login noSocial container={container} onDone={onClose} />
        </HeadingLevel>
      </Modal>
    </span>
  );
}

export default SignInDialog;
