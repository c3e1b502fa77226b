// Preloaded by the Node test run (scripts/test.mjs): the notification code takes the IoT SDK's
// browser entry, whose unused requires every build replaces (shims/iot-sdk.mjs); Node does the same.
import { installNodeIotSdkStandIns } from '../../shims/iot-sdk.mjs';

installNodeIotSdkStandIns();
