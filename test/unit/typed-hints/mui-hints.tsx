// The typed way to pass data-semtag-* hints through MUI's object-literal props, as
// references/hint-injection/framework-notes.md shows it: test/unit/typed-hints.test.ts compiles it.
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';

type HintAttribute = 'id' | 'role' | 'action' | 'state' | 'target' | 'controls' | 'options';
type Hints = Partial<Record<`data-semtag-${HintAttribute}`, string>>;
/** Hints as a value of their own type: no object literal meets a slot's props, so no TS2353. */
const hints = (attributes: Hints): Hints => attributes;

export const Email = () => (
  <TextField
    label="Email"
    slotProps={{
      htmlInput: { ...hints({ 'data-semtag-id': 'checkout.email', 'data-semtag-role': 'input' }), maxLength: 80 },
    }}
  />
);

export const Terms = () => (
  <Checkbox slotProps={{ input: hints({ 'data-semtag-id': 'checkout.terms', 'data-semtag-role': 'toggle' }) }} />
);

export const CartDrawer = (props: { open: boolean }) => (
  <Drawer
    open={props.open}
    slotProps={{ paper: hints({ 'data-semtag-id': 'cart.drawer', 'data-semtag-role': 'region' }) }}
  />
);
