// Browser stand-in for node's `stream` as used by readable-stream@2 inside aws-crt's websocket code.
module.exports = require('events').EventEmitter;
