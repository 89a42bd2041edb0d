// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevERC20} from "./DevERC20.sol";

/// @notice 'Foyer Token' (FOY), 18 decimals.
contract FoyerToken is DevERC20 {
    function name() external pure override returns (string memory) {
        return "Foyer Token";
    }

    function symbol() external pure override returns (string memory) {
        return "FOY";
    }

    function decimals() external pure override returns (uint8) {
        return 18;
    }
}
