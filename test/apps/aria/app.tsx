// A hotel booking screen made of real React Aria Components (react-aria-components 1.22), hinted
// the way an app team following references/hint-design.md hints it: on the component itself, which
// passes data-* props to its DOM element. See README.md beside this file for its parts and ids.

import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  Button,
  Cell,
  Checkbox,
  CheckboxGroup,
  Column,
  ComboBox,
  Dialog,
  DialogTrigger,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Radio,
  RadioGroup,
  Row,
  Select,
  SelectValue,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';

interface Choice {
  key: string;
  label: string;
}

const CITIES: Choice[] = [
  { key: 'lisbon', label: 'Lisbon' },
  { key: 'porto', label: 'Porto' },
  { key: 'madrid', label: 'Madrid' },
  { key: 'seville', label: 'Seville' },
];
/** Each room shows its view beside its name; the text a form submits (textValue) is the name alone. */
const ROOMS = [
  { key: 'standard', label: 'Standard', detail: 'Courtyard view', price: 90 },
  { key: 'deluxe', label: 'Deluxe', detail: 'Sea view', price: 140 },
  { key: 'suite', label: 'Suite', detail: 'Terrace', price: 220 },
];
const BEDS: Choice[] = [
  { key: 'double', label: 'Double' },
  { key: 'twin', label: 'Twin' },
];
const EXTRAS: Choice[] = [
  { key: 'breakfast', label: 'Breakfast' },
  { key: 'parking', label: 'Parking' },
  { key: 'late', label: 'Late checkout' },
];
const TRAVELLERS: Choice[] = [
  { key: 'ada', label: 'Ada Lovelace' },
  { key: 'alan', label: 'Alan Turing' },
  { key: 'grace', label: 'Grace Hopper' },
];
interface Booking {
  key: string;
  place: string;
  nights: number;
}

const labelOf = (choices: Choice[], key: Key | null) => choices.find((c) => c.key === key)?.label ?? '';
/** The hints of one choice: an option whose `-state` the app keeps saying whether it is chosen. */
const optionHint = (id: string, chosen: boolean) => ({
  'data-semtag-id': id,
  'data-semtag-role': 'option',
  'data-semtag-state': chosen ? 'selected' : 'unselected',
});
/** Shown only with ?gaps=1: parts hinted wrongly on purpose, for the review to find. */
const showGaps = new URLSearchParams(location.search).has('gaps');

function AccountMenu(props: { onAction: (key: Key) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button data-semtag-id="header.account" data-semtag-role="toggle" data-semtag-controls="header.account.menu">
        Account
      </Button>
      <Popover>
        <Menu
          aria-label="Account"
          onAction={props.onAction}
          disabledKeys={['signout']}
          data-semtag-id="header.account.menu"
          data-semtag-role="region"
        >
          <MenuItem
            id="profile"
            data-semtag-id="header.account.profile"
            data-semtag-role="action"
            data-semtag-action="open-profile"
          >
            Profile
          </MenuItem>
          <MenuItem
            id="trips"
            data-semtag-id="header.account.trips"
            data-semtag-role="action"
            data-semtag-action="open-trips"
          >
            My trips
          </MenuItem>
          <MenuItem
            id="signout"
            data-semtag-id="header.account.signout"
            data-semtag-role="action"
            data-semtag-action="sign-out"
          >
            Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function HotelForm(props: {
  city: Key | null;
  setCity: (key: Key | null) => void;
  room: Key | null;
  setRoom: (key: Key | null) => void;
  nights: number;
  setNights: (n: number) => void;
  bed: string;
  setBed: (key: string) => void;
  extras: string[];
  setExtras: (keys: string[]) => void;
  offers: boolean;
  setOffers: (on: boolean) => void;
}) {
  return (
    <>
      <ComboBox
        selectedKey={props.city}
        onSelectionChange={props.setCity}
        className="field"
        data-semtag-id="hotel.city"
        data-semtag-role="select"
      >
        <Label>Destination</Label>
        <div className="row">
          <Input placeholder="Choose a city" />
          <Button aria-label="Show cities">▾</Button>
        </div>
        <Popover>
          <ListBox>
            {CITIES.map((c) => (
              <ListBoxItem key={c.key} id={c.key} {...optionHint(`hotel.city.${c.key}`, c.key === props.city)}>
                {c.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>

      <Select
        selectedKey={props.room}
        onSelectionChange={props.setRoom}
        placeholder="Choose a room"
        className="field"
        data-semtag-id="hotel.room"
        data-semtag-role="select"
        data-semtag-options={ROOMS.map((r) => `${r.key}|${r.label} · ${r.detail}`).join(';')}
      >
        <Label>Room</Label>
        <Button>
          <SelectValue />
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover>
          <ListBox>
            {ROOMS.map((r) => (
              <ListBoxItem
                key={r.key}
                id={r.key}
                textValue={r.label}
                {...optionHint(`hotel.room.${r.key}`, r.key === props.room)}
              >
                {r.label} · {r.detail}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>

      <Slider
        value={props.nights}
        onChange={props.setNights}
        minValue={1}
        maxValue={14}
        className="field"
        data-semtag-id="hotel.nights"
        data-semtag-role="slider"
      >
        <Label>Nights</Label>
        <SliderOutput />
        <SliderTrack className="track">
          <SliderThumb className="thumb" />
        </SliderTrack>
      </Slider>

      <RadioGroup
        value={props.bed}
        onChange={props.setBed}
        orientation="horizontal"
        className="field"
        data-semtag-id="hotel.bed"
        data-semtag-role="select"
      >
        <Label>Bed</Label>
        {BEDS.map((b) => (
          <Radio key={b.key} value={b.key} {...optionHint(`hotel.bed.${b.key}`, b.key === props.bed)}>
            {b.label}
          </Radio>
        ))}
      </RadioGroup>

      <CheckboxGroup
        value={props.extras}
        onChange={props.setExtras}
        className="field"
        data-semtag-id="hotel.extras"
        data-semtag-role="select"
      >
        <Label>Extras</Label>
        {EXTRAS.map((e) => (
          <Checkbox
            key={e.key}
            value={e.key}
            isDisabled={e.key === 'late'}
            {...optionHint(`hotel.extras.${e.key}`, props.extras.includes(e.key))}
          >
            {e.label}
          </Checkbox>
        ))}
      </CheckboxGroup>

      <Switch
        isSelected={props.offers}
        onChange={props.setOffers}
        data-semtag-id="hotel.offers"
        data-semtag-role="toggle"
      >
        <span className="switch-indicator" />
        Email me offers
      </Switch>
      {showGaps && (
        <Switch data-semtag-id="hotel.pets" data-semtag-role="switch">
          <span className="switch-indicator" />
          Travelling with pets
        </Switch>
      )}
    </>
  );
}

function ConfirmDialog(props: { summary: string; onConfirm: () => void }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <ModalOverlay className="overlay">
      <Modal className="modal">
        <Dialog data-semtag-id="confirm" data-semtag-role="region">
          {({ close }) => (
            <>
              <Heading slot="title">Confirm booking</Heading>
              <p data-semtag-id="confirm.summary" data-semtag-role="observable" data-semtag-state="booking.summary">
                {props.summary}
              </p>
              <Checkbox
                isSelected={accepted}
                onChange={setAccepted}
                data-semtag-id="confirm.terms"
                data-semtag-role="toggle"
              >
                I accept the cancellation policy
              </Checkbox>
              <Button
                onPress={close}
                data-semtag-id="confirm.cancel"
                data-semtag-role="action"
                data-semtag-action="close"
              >
                Back
              </Button>
              <Button
                isDisabled={!accepted}
                onPress={() => {
                  props.onConfirm();
                  close();
                }}
                data-semtag-id="confirm.book"
                data-semtag-role="action"
                data-semtag-action="book"
              >
                Book now
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function App() {
  const [tab, setTab] = useState<Key>('hotel');
  const [city, setCity] = useState<Key | null>('lisbon');
  const [room, setRoom] = useState<Key | null>(null);
  const [nights, setNights] = useState(3);
  const [bed, setBed] = useState('double');
  const [extras, setExtras] = useState<string[]>(['breakfast']);
  const [offers, setOffers] = useState(false);
  const [travellers, setTravellers] = useState<Selection>(new Set(['ada']));
  const [bookings, setBookings] = useState<Booking[]>([
    { key: 'b1', place: 'Porto', nights: 2 },
    { key: 'b2', place: 'Madrid', nights: 5 },
  ]);
  const [status, setStatus] = useState('Nothing booked yet.');
  const price = ROOMS.find((r) => r.key === room)?.price;
  const total = price === undefined ? 'Choose a room' : `€${price * nights}`;
  const summary = `${labelOf(CITIES, city) || 'No city'}, ${nights} nights, ${total}`;
  const chosen = (key: string) => travellers === 'all' || travellers.has(key);

  return (
    <>
      <header className="bar" data-semtag-id="header" data-semtag-role="region" aria-label="Account">
        <strong>StayFinder</strong>
        <AccountMenu onAction={(key) => setStatus(`Opening ${String(key)}.`)} />
      </header>
      <main data-semtag-id="booking" data-semtag-role="region" aria-labelledby="booking-title">
        <h1 id="booking-title">Book a stay</h1>
        <Tabs selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label="Booking kind" data-semtag-id="booking.kind" data-semtag-role="select">
            <Tab id="hotel" {...optionHint('booking.kind.hotel', tab === 'hotel')}>
              Hotel
            </Tab>
            <Tab id="flight" {...optionHint('booking.kind.flight', tab === 'flight')}>
              Flight
            </Tab>
          </TabList>
          <TabPanel id="hotel" className="panel" data-semtag-id="hotel" data-semtag-role="region">
            <HotelForm
              {...{
                city,
                setCity,
                room,
                setRoom,
                nights,
                setNights,
                bed,
                setBed,
                extras,
                setExtras,
                offers,
                setOffers,
              }}
            />
          </TabPanel>
          <TabPanel id="flight" className="panel" data-semtag-id="flight" data-semtag-role="region">
            <p data-semtag-id="flight.notice" data-semtag-role="observable">
              Flights open next month.
            </p>
          </TabPanel>
        </Tabs>

        <ListBox
          aria-label="Travellers"
          selectionMode="multiple"
          selectedKeys={travellers}
          onSelectionChange={setTravellers}
          className="list"
          data-semtag-id="booking.travellers"
          data-semtag-role="select"
        >
          {TRAVELLERS.map((t) => (
            <ListBoxItem key={t.key} id={t.key} {...optionHint(`booking.travellers.${t.key}`, chosen(t.key))}>
              {t.label}
            </ListBoxItem>
          ))}
        </ListBox>

        <p
          data-semtag-id="booking.total"
          data-semtag-role="observable"
          data-semtag-state="booking.total"
          aria-label="Total"
        >
          {total}
        </p>
        <DialogTrigger>
          <Button
            isDisabled={room === null}
            data-semtag-id="booking.review"
            data-semtag-role="action"
            data-semtag-action="review-booking"
          >
            Review booking
          </Button>
          <ConfirmDialog
            summary={summary}
            onConfirm={() => {
              const place = labelOf(CITIES, city);
              setBookings((list) => [...list, { key: `b${list.length + 1}`, place, nights }]);
              setStatus(`Booked ${place} for ${nights} nights.`);
            }}
          />
        </DialogTrigger>
        <p role="status" data-semtag-id="booking.status" data-semtag-role="observable">
          {status}
        </p>

        <Table aria-label="Upcoming stays" data-semtag-id="stays" data-semtag-role="collection">
          <TableHeader>
            <Column isRowHeader>Place</Column>
            <Column>Nights</Column>
            <Column>Actions</Column>
          </TableHeader>
          <TableBody items={bookings}>
            {(b) => (
              <Row id={b.key}>
                <Cell data-semtag-id={`stays.item.${b.key}.place`} data-semtag-role="observable">
                  {b.place}
                </Cell>
                <Cell data-semtag-id={`stays.item.${b.key}.nights`} data-semtag-role="observable">
                  {String(b.nights)}
                </Cell>
                <Cell>
                  <Button
                    aria-label={`Cancel ${b.place}`}
                    onPress={() => setBookings((list) => list.filter((other) => other.key !== b.key))}
                    data-semtag-id={`stays.item.${b.key}.cancel`}
                    data-semtag-role="action"
                    data-semtag-action="cancel-stay"
                  >
                    Cancel
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>

        <DisclosureGroup data-semtag-id="help" data-semtag-role="region">
          <h2>Good to know</h2>
          <Disclosure id="cancel">
            <Heading>
              <Button
                slot="trigger"
                data-semtag-id="help.cancel"
                data-semtag-role="toggle"
                data-semtag-controls="help.cancel.panel"
              >
                Cancellation policy
              </Button>
            </Heading>
            <DisclosurePanel data-semtag-id="help.cancel.panel" data-semtag-role="region">
              <p>Free cancellation up to 48 hours before arrival.</p>
            </DisclosurePanel>
          </Disclosure>
          <Disclosure id="pets">
            <Heading>
              <Button
                slot="trigger"
                data-semtag-id="help.pets"
                data-semtag-role="toggle"
                data-semtag-controls="help.pets.panel"
              >
                Pets
              </Button>
            </Heading>
            <DisclosurePanel data-semtag-id="help.pets.panel" data-semtag-role="region">
              <p>Small pets stay free.</p>
            </DisclosurePanel>
          </Disclosure>
        </DisclosureGroup>
      </main>
    </>
  );
}

const container = document.getElementById('root')!;
let root = createRoot(container);
// Render synchronously, so that the page is complete when its load event fires.
flushSync(() => root.render(<App />));
// Each test starts from a new app: this one unmounted and another mounted in its place, as a load
// shows it, for a fraction of a reload's cost (test/support/fixture-app-session.ts).
Object.assign(window, {
  remountFixtureApp() {
    root.unmount();
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  },
});
