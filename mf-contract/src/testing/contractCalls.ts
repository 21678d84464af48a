// Test support only: the contract step's calls, mocked at the module border for every test that imports this.
import { type CallFakes } from '@greencard/step/testing';
import * as draftCall from '../features/creation/draftCall';
import * as sendCodeCall from '../features/creation/sendCodeCall';
import * as statusCall from '../features/creation/statusCall';
import * as modelSearchCall from '../features/search/modelSearchCall';
import * as placeSearchCall from '../features/search/placeSearchCall';
import * as vehicleCall from '../features/vehicleByNumber/vehicleCall';

jest.mock('../features/creation/draftCall');
jest.mock('../features/creation/sendCodeCall');
jest.mock('../features/creation/statusCall');
jest.mock('../features/search/modelSearchCall');
jest.mock('../features/search/placeSearchCall');
jest.mock('../features/vehicleByNumber/vehicleCall');

export const CONTRACT_CALLS = {
  ...draftCall,
  ...sendCodeCall,
  ...statusCall,
  ...modelSearchCall,
  ...placeSearchCall,
  ...vehicleCall,
};

/** The step's calls as a test answers them. */
export type ContractApi = CallFakes<typeof CONTRACT_CALLS>;
