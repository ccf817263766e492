import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

/** Story-only add-to-cart control, as the app would pass it to a ProductCard. */
export function DemoAddToCart({ name, disabled = false }: { name: string; disabled?: boolean }) {
  return (
    <Button
      size="small"
      float="block"
      iconLeft={<Icon name="cart" />}
      disabled={disabled}
      aria-label={`Add to cart: ${name}`}
    >
      Add to cart
    </Button>
  );
}

/** Story-only wish-list heart. */
export function DemoWishList({ name }: { name: string }) {
  return <IconButton icon="heart" label={`Add ${name} to wish list`} size="small" />;
}
