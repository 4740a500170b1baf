// The visitor's place (spec 2.2, `user_place`): the city page they last read, by its gazetteer name, so other
// screens can start from it.
import { STORAGE_KEYS } from '../../domain/constants';
import { writeSetting } from '../../lib/storage';

export function saveUserPlace(name: string): void {
  writeSetting(STORAGE_KEYS.userPlace, name);
}
