import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { CartIcon } from '@/components/icons/icons';
import { IconBadgeButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useTimedFlag } from '@/lib/use-timed-flag';

import { selectCartItemCount } from '../cart-slice';
import { cartButtonTexts } from '../button-texts';

/** Spec §9: the empty-cart popup lasts 3 seconds. */
const EMPTY_POPUP_MS = 3000;

export function CartButton() {
  const itemCount = useSelector(selectCartItemCount);
  const navigate = useNavigate();
  const [showEmpty, flashEmpty] = useTimedFlag(EMPTY_POPUP_MS);

  const onClick = () => {
    if (itemCount === 0) flashEmpty();
    else navigate(paths.cart.getHref());
  };

  return (
    <IconBadgeButton
      label={cartButtonTexts.buttonLabel}
      icon={<CartIcon />}
      count={itemCount}
      onClick={onClick}
      bubble={showEmpty ? { title: cartButtonTexts.emptyPopupTitle, text: cartButtonTexts.emptyPopupText } : null}
    />
  );
}
