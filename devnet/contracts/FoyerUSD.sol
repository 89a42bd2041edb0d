// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevERC20} from "./DevERC20.sol";

/// @notice 'Foyer USD' (fUSD), a 6-decimals dollar stand-in.
contract FoyerUSD is DevERC20 {
    function name() external pure override returns (string memory) {
        return "Foyer USD";
    }

    function symbol() external pure override returns (string memory) {
        return "fUSD";
    }

    function decimals() external pure override returns (uint8) {
        return 6;
    }
}
