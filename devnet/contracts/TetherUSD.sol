// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevTokenBase} from "./DevTokenBase.sol";

/// @notice 'Tether USD' (USDT), 6 decimals. Like the mainnet contract, transfer and transferFrom
/// return nothing: callers that decode a bool from their return data fail against it.
contract TetherUSD is DevTokenBase {
    function name() external pure override returns (string memory) {
        return "Tether USD";
    }

    function symbol() external pure override returns (string memory) {
        return "USDT";
    }

    function decimals() external pure override returns (uint8) {
        return 6;
    }

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
    }
}
