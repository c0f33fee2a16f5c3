// The same hints written as plain object literals in MUI's slot props: TypeScript refuses the
// keys (TS2353) where a slot's props type has no index signature. test/unit/typed-hints.test.ts
// expects exactly these errors.
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';

export const Terms = () => <Checkbox slotProps={{ input: { 'data-semtag-id': 'checkout.terms' } }} />;

export const CartDrawer = (props: { open: boolean }) => (
  <Drawer open={props.open} slotProps={{ paper: { 'data-semtag-id': 'cart.drawer' } }} />
);
